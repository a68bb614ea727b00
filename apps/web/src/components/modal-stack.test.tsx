// @vitest-environment happy-dom
import { closeTopModal, useModalOpenState } from '@kubm/ui/modal-stack';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Modal({ name, initiallyOpen }: { name: string; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const state = useModalOpenState({ open, onOpenChange: setOpen });
  return state.open ? <p>{name}</p> : null;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

describe('closeTopModal (Escape with a toast on screen)', () => {
  it('closes the newest open modal first, then the next, then reports none', () => {
    act(() =>
      root.render(
        <>
          <Modal name="first" initiallyOpen />
          <Modal name="second" initiallyOpen />
        </>,
      ),
    );
    expect(container.textContent).toBe('firstsecond');
    act(() => void expect(closeTopModal()).toBe(true));
    expect(container.textContent).toBe('first');
    act(() => void expect(closeTopModal()).toBe(true));
    expect(container.textContent).toBe('');
    expect(closeTopModal()).toBe(false);
  });
});
