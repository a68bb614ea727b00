// @vitest-environment happy-dom
import type { CalendarEvent } from '@kubm/validators';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENTS_DRAWN_FIRST, EVENTS_PER_STEP, EventList } from './event-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** One event a day at 19:30 from 6 March 2026, as a parish feed with a daily Mass writes them. */
function dailyEvents(count: number): CalendarEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 2, 6 + index)).toISOString().slice(0, 10);
    return {
      id: `misa-${index}`,
      summary: `Misa ${index + 1}`,
      description: null,
      location: null,
      start: `${day}T19:30:00+08:00`,
      end: `${day}T20:30:00+08:00`,
      allDay: false,
      htmlLink: null,
    };
  });
}

/** happy-dom lays nothing out, so the test says when the end is near; a new observer reports once. */
class ScrollingObserver {
  static near = false;
  static live = new Set<ScrollingObserver>();
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    ScrollingObserver.live.add(this);
    queueMicrotask(() => this.report([{ isIntersecting: ScrollingObserver.near }]));
  }
  disconnect() {
    ScrollingObserver.live.delete(this);
  }
  static scrollNear(near: boolean) {
    ScrollingObserver.near = near;
    for (const observer of ScrollingObserver.live) observer.report([{ isIntersecting: near }]);
  }
}

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="calendar-event"] h3')].map((h) => h.textContent);

let container: HTMLDivElement;
let root: Root;
const original = globalThis.IntersectionObserver;
beforeEach(() => {
  ScrollingObserver.near = false;
  globalThis.IntersectionObserver = ScrollingObserver as unknown as typeof IntersectionObserver;
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  globalThis.IntersectionObserver = original;
});

const show = (events: CalendarEvent[]) =>
  act(async () =>
    root.render(
      <EventList
        events={events}
        timeZone="Asia/Kuala_Lumpur"
        variant="compact"
        labelledBy="h"
        today="2026-03-05"
      />,
    ),
  );

describe('EventList drawn as the end comes near', () => {
  it('draws the first screen only while the end is far, then the next events in order as it comes near', async () => {
    const events = dailyEvents(EVENTS_DRAWN_FIRST + EVENTS_PER_STEP + 3);
    await show(events);
    expect(titles(container)).toEqual(events.slice(0, EVENTS_DRAWN_FIRST).map((event) => event.summary));

    await act(async () => ScrollingObserver.scrollNear(true));
    expect(titles(container)).toEqual(events.map((event) => event.summary));
    expect(container.querySelector('[aria-hidden="true"].absolute')).toBeNull();
  });

  it('stops after one step when the end has moved away', async () => {
    const events = dailyEvents(EVENTS_DRAWN_FIRST + 2 * EVENTS_PER_STEP);
    await show(events);
    await act(async () => {
      ScrollingObserver.scrollNear(true);
      ScrollingObserver.near = false;
    });
    expect(titles(container)).toHaveLength(EVENTS_DRAWN_FIRST + EVENTS_PER_STEP);
  });

  it('draws a short list whole at once, with nothing waiting at its end', async () => {
    await show(dailyEvents(3));
    expect(titles(container)).toEqual(['Misa 1', 'Misa 2', 'Misa 3']);
    expect(ScrollingObserver.live.size).toBe(0);
  });
});
