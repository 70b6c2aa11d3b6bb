import { Component, createElement, createRef } from 'preact';
import { describe, expect, it } from 'vitest';
import './react';

describe('React 19 semantics on Preact', () => {
  it('hands a function component its ref as a prop, as React 19 does', () => {
    const ref = createRef();
    const vnode = createElement(
      function TextField() {
        return null;
      },
      { ref },
    );
    expect((vnode.props as { ref?: unknown }).ref).toBe(ref);
    expect(vnode.ref).toBeNull();
  });

  it('leaves the ref of a class component and of an element with Preact', () => {
    class Panel extends Component {
      render() {
        return null;
      }
    }
    const ref = createRef<Panel>();
    expect(createElement(Panel, { ref } as Record<string, unknown>).ref).toBe(ref);
    expect(createElement('input', { ref }).ref).toBe(ref);
  });
});
