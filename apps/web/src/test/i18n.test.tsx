import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeftIn } from './i18n.ts';

describe('finding English left on a Bangla screen', () => {
  it('finds texts and read attributes with English words, and lets the allowed ones stay', () => {
    const { container } = render(
      <div>
        <h1>সব বাইক</h1>
        <p>Book now</p>
        <button aria-label="Close">×</button>
        <p>Honda CB Hornet ১৬০ CC</p>
        <p>customer@bondbikerental.test</p>
        <p lang="en">English</p>
        <span aria-hidden="true">Icon name</span>
      </div>,
    );
    expect(englishLeftIn(container)).toEqual(['Book now', 'Honda CB Hornet ১৬০ CC', 'Close']);
    expect(englishLeftIn(container, ['Honda', /^Book/, 'Close'])).toEqual([]);
  });
});
