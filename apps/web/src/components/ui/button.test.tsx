import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

describe('Button on a page the server rendered', () => {
  it('sends a submit button disabled, so the browser cannot send the form before the app has started', () => {
    expect(renderToString(<Button type="submit">Register</Button>)).toContain('disabled=""');
    expect(renderToString(<Button onClick={() => undefined}>Book Now !</Button>)).toContain('disabled=""');
    expect(renderToString(<Button>Menu</Button>)).not.toContain('disabled=""');
  });

  it('enables it in the app', () => {
    render(<Button type="submit">Register</Button>);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
