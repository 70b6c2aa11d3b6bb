import { render, screen } from '@testing-library/preact';
import { createElement as preactCreateElement } from 'preact/compat';
import { createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';

describe('the renderer under test', () => {
  it('is Preact, as users get it: React’s API resolves to preact/compat here too', () => {
    expect(createElement).toBe(preactCreateElement);
  });

  it('renders hooks and JSX written against React’s types', () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`Pressed ${count}`}</button>;
    }
    render(<Counter />);
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeTruthy();
  });
});
