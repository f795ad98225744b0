import type { ContactMessage } from '@bond/contract/contact';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { MESSAGES_PAGE_SIZE, Messages } from './messages.tsx';

const NO_MESSAGES = 'No messages yet';

afterEach(() => {
  vi.unstubAllGlobals();
});

const inbox: ContactMessage[] = Array.from({ length: 45 }, (_, i) => ({
  _id: `80000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  name: `Sender ${i + 1}`,
  email: `sender${i + 1}@example.com`,
  message: `Question number ${i + 1}`,
  createdAt: '2026-11-22T04:30:00.000Z',
}));

describe('Messages', { timeout: 15_000 }, () => {
  it('reads the inbox a page at a time, with the count of all messages', async () => {
    const { calls } = mockApi({
      'GET /api/contact': ({ query }) => {
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        return json({
          success: true,
          message: 'ok',
          data: inbox.slice((page - 1) * size, page * size),
          meta: { page, pageSize: size, total: inbox.length, pageCount: Math.ceil(inbox.length / size) },
        });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Messages />);
    expect(await screen.findByRole('article', { name: 'Message from Sender 1' })).toBeInTheDocument();
    expect(screen.getByText('45 messages')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(calls[0]?.query.get('pageSize')).toBe(String(MESSAGES_PAGE_SIZE));

    const pager = screen.getByRole('navigation', { name: 'Message pages' });
    expect(pager).toHaveTextContent('Page 1 of 3 · 45 messages');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Message from Sender 45' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });

  it("says 'No messages yet' for an empty inbox, with no pager", async () => {
    mockApi({
      'GET /api/contact': () =>
        json({ success: true, message: 'ok', data: [], meta: { page: 1, pageSize: 20, total: 0, pageCount: 1 } }),
    });
    renderWithApp(<Messages />);
    expect(await screen.findByText(NO_MESSAGES)).toBeInTheDocument();
    expect(screen.getByText('0 messages')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Messages in Bangla', { timeout: 15_000 }, () => {
  it('counts and pages the inbox in Bangla with Bengali digits', async () => {
    await inBangla();
    mockApi({
      'GET /api/contact': ({ query }) => {
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        return json({
          success: true,
          message: 'ok',
          data: inbox.slice((page - 1) * size, page * size),
          meta: { page, pageSize: size, total: inbox.length, pageCount: Math.ceil(inbox.length / size) },
        });
      },
    });
    const { container } = renderWithApp(<Messages />);
    expect(await screen.findByRole('article', { name: 'Sender 1-এর মেসেজ' })).toBeInTheDocument();
    expect(screen.getByText('৪৫টি মেসেজ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'মেসেজের পাতা' })).toBeInTheDocument();
    // The senders' names and their messages are theirs.
    expect(englishLeftIn(container, [/^Sender \d+/, /^Question number \d+$/])).toEqual([]);
  });

  it('says the inbox is empty in Bangla', async () => {
    await inBangla();
    mockApi({
      'GET /api/contact': () =>
        json({ success: true, message: 'ok', data: [], meta: { page: 1, pageSize: 20, total: 0, pageCount: 1 } }),
    });
    renderWithApp(<Messages />);
    expect(await screen.findByText('এখনো কোনো মেসেজ নেই')).toBeInTheDocument();
    expect(screen.getByText('০টি মেসেজ')).toBeInTheDocument();
  });
});
