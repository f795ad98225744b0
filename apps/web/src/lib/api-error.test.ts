import { describe, expect, it } from 'vitest';
import { i18next } from '../i18n/index.ts';
import { inBangla } from '../test/i18n.ts';
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

  it('names the request-layer failures', () => {
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

describe('apiErrorMessage in Bangla', () => {
  it('names the request-layer failures in the page’s language, and keeps the server’s own words', async () => {
    await inBangla();
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'সার্ভারে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(
      'সার্ভার উত্তর দিতে অনেক দেরি করছে। একটু পরে আবার চেষ্টা করুন।',
    );
    expect(apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toBe(
      'সার্ভারের পাঠানো উত্তরটি পড়া যায়নি (স্ট্যাটাস 502)।',
    );
    expect(apiErrorMessage({ status: 'PARSING_ERROR', data: '<html>' })).toMatch(/স্ট্যাটাস অজানা/);
    expect(apiErrorMessage({ status: 503, data: 'Service Unavailable' })).toBe(
      'কিছু একটা সমস্যা হয়েছে (স্ট্যাটাস 503)। আবার চেষ্টা করুন।',
    );
    expect(apiErrorMessage(undefined)).toBe('কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।');
    expect(apiErrorMessage({ status: 500, data: { message: 'সার্ভার ব্যস্ত' } })).toBe('সার্ভার ব্যস্ত');
  });

  it('speaks the language asked for, whatever the page’s', async () => {
    await inBangla();
    expect(apiErrorMessage({ status: 'FETCH_ERROR' }, 'en')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    await i18next.changeLanguage('en');
    expect(apiErrorMessage({ status: 'FETCH_ERROR' }, 'bn')).toMatch(/^সার্ভারে পৌঁছানো যায়নি/);
  });
});
