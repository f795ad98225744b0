import { describe, expect, it } from 'vitest';
import { apiErrorMessage, apiErrorStatus } from './api-error.ts';

describe('apiErrorMessage', () => {
  it('shows the first errorMessage item of an error body', () => {
    const error = {
      status: 400,
      data: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errorMessage: [
          { path: 'email', message: 'Email must be a valid e-mail address' },
          { path: 'password', message: 'Password is required' },
        ],
      },
    };
    expect(apiErrorMessage(error)).toBe('Email must be a valid e-mail address');
    expect(apiErrorStatus(error)).toBe(400);
  });

  it('names the request-layer failures of spec section 7', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/reach the server/);
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toMatch(/too long/);
    expect(
      apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
    ).toMatch(/status 502/);
    expect(apiErrorStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
  });

  it('falls back to the message, then to the status', () => {
    expect(apiErrorMessage({ status: 500, data: { message: 'Server is busy' } })).toBe('Server is busy');
    expect(apiErrorMessage({ status: 503, data: 'Service Unavailable' })).toMatch(/status 503/);
    expect(apiErrorMessage(new Error('Broken'))).toBe('Broken');
    expect(apiErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
