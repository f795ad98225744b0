import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearbyCode } from './when-near.ts';

/** An IntersectionObserver the test drives: `cross` reports the observed element near or not. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  cross(isIntersecting: boolean) {
    this.report([{ isIntersecting }]);
  }
}

/** A section whose code is `load`, in a page that watches its place. */
function renderSection(load: () => Promise<() => React.JSX.Element>) {
  const code = nearbyCode(load);
  render(
    <div ref={code.observe}>
      <Suspense fallback={<p>Waiting</p>}>
        <code.Component />
      </Suspense>
    </div>,
  );
  return code;
}

const offers = () => Promise.resolve(() => <h2>Offers</h2>);

describe('nearbyCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code only once its place comes within a screen of the visible page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(offers);
    renderSection(load);
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('100% 0px');
    await act(async () => observer.cross(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => observer.cross(true));
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(observer.disconnected).toBe(true);
  });

  it('asks at once when opened (a page the browser renders itself)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(offers);
    const code = renderSection(load);
    await act(async () => code.open());
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('without IntersectionObserver, asks as soon as its place is on the page', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(offers);
    renderSection(load);
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  });
});
