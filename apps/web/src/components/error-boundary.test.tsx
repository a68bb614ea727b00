// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('render failed');
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // React reports the caught error on the console; expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

function Frame({ page, onReload }: { page: string; onReload: () => void }) {
  return (
    <div>
      <header>Menu</header>
      <ErrorBoundary resetKey={page} onReload={onReload}>
        {page === '/rosak' ? <Broken /> : <p>Halaman baik</p>}
      </ErrorBoundary>
    </div>
  );
}

describe('ErrorBoundary', () => {
  it("keeps the frame, says what happened in Malay and offers 'Muat semula'", () => {
    const onReload = vi.fn();
    act(() => root.render(<Frame page="/rosak" onReload={onReload} />));
    expect(container.querySelector('header')?.textContent).toBe('Menu');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Maaf, halaman ini tidak dapat dipaparkan',
    );
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Muat semula');
    expect(button).toBeDefined();
    act(() => button?.click());
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows the next page after a navigation', () => {
    act(() => root.render(<Frame page="/rosak" onReload={() => {}} />));
    expect(container.textContent).not.toContain('Halaman baik');
    act(() => root.render(<Frame page="/tasks" onReload={() => {}} />));
    expect(container.textContent).toContain('Halaman baik');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
