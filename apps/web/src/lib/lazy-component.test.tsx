// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamed, useOpenedOnce } from './lazy-component';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p>Selamat datang, {name}</p>;
}

/** A module whose arrival the test decides, and a count of how often it was asked for. */
function controlledModule() {
  const state = { fetches: 0, arrive: (_fail?: boolean) => {} };
  const load = () => {
    state.fetches += 1;
    return new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
      state.arrive = (fail) => (fail ? reject(new TypeError('Failed to fetch')) : resolve({ Greeting }));
    });
  };
  return { state, load };
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

const view = (element: React.ReactNode) => <Suspense fallback={<p>Memuatkan...</p>}>{element}</Suspense>;

describe('lazyNamed', () => {
  it('shows the fallback until the chunk arrives, then the component with its props', async () => {
    const { state, load } = controlledModule();
    const LazyGreeting = lazyNamed(load, 'Greeting');
    act(() => root.render(view(<LazyGreeting name="Ana" />)));
    expect(container.textContent).toBe('Memuatkan...');
    await act(async () => state.arrive());
    expect(container.textContent).toBe('Selamat datang, Ana');
    expect(state.fetches).toBe(1);
  });

  it('draws at once, without suspending, when preload has already brought the chunk', async () => {
    const { state, load } = controlledModule();
    const LazyGreeting = lazyNamed(load, 'Greeting');
    LazyGreeting.preload();
    LazyGreeting.preload();
    await act(async () => state.arrive());
    // A synchronous render: no fallback in between, and no second fetch.
    act(() => root.render(view(<LazyGreeting name="Ben" />)));
    expect(container.textContent).toBe('Selamat datang, Ben');
    expect(state.fetches).toBe(1);
  });

  it('fetches again after a failed preload', async () => {
    const { state, load } = controlledModule();
    const LazyGreeting = lazyNamed(load, 'Greeting');
    LazyGreeting.preload();
    await act(async () => state.arrive(true));
    LazyGreeting.preload();
    await act(async () => state.arrive());
    expect(state.fetches).toBe(2);
    act(() => root.render(view(<LazyGreeting name="Chen" />)));
    expect(container.textContent).toBe('Selamat datang, Chen');
  });
});

describe('useOpenedOnce', () => {
  function Probe({ open }: { open: boolean }) {
    return <p>{String(useOpenedOnce(open))}</p>;
  }

  it('is false until the first opening, then stays true', () => {
    act(() => root.render(<Probe open={false} />));
    expect(container.textContent).toBe('false');
    act(() => root.render(<Probe open />));
    expect(container.textContent).toBe('true');
    act(() => root.render(<Probe open={false} />));
    expect(container.textContent).toBe('true');
  });
});
