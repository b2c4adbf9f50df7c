import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { ICON_PACKS, type IconPackDefinition } from '../api/icon-pack-registry';
import {
  fakePackModule,
  mockElementSize,
  mockIntersectionObserver,
  packsWithLoaders,
  pendingLoad,
} from '../icons.test-utils';
import { IconsPage } from './IconsPage';

const SPEC_HEADINGS = [
  'Lucide',
  'Font Awesome',
  'Ant Design',
  'VS Code',
  'Github',
  'Phosphor',
  'Remix',
  'Bootstrap',
  'Tabler',
  'Material Design Icons',
];

const LUCIDE_NAMES = ['LuActivity', 'LuAlarmClock', 'LuZap'];
const FONT_AWESOME_NAMES = ['FaAddressBook', 'FaClock', 'FaUser'];

/** Lucide and Font Awesome resolve with a few icons; every other pack stays loading. */
function fakePacks(): IconPackDefinition[] {
  return packsWithLoaders(ICON_PACKS, (pack) => {
    if (pack.id === 'lu') return () => Promise.resolve(fakePackModule(LUCIDE_NAMES));
    if (pack.id === 'fa6') return () => Promise.resolve(fakePackModule(FONT_AWESOME_NAMES));
    return pendingLoad;
  });
}

function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

function renderPage(packs: readonly IconPackDefinition[], initialPath = '/icons') {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <IconsPage packs={packs} />
      <CurrentSearch />
      <Link to="/icons?q=clock">Clock icons</Link>
    </MemoryRouter>,
  );
}

const section = (title: string) => screen.getByRole('region', { name: title });
const loaderOf = (packs: readonly IconPackDefinition[], id: string) =>
  packs.find((pack) => pack.id === id)?.load;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('IconsPage', () => {
  it('renders the ten pack headings in spec order before any pack has loaded', () => {
    mockIntersectionObserver();
    renderPage(packsWithLoaders(ICON_PACKS, () => pendingLoad));

    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(SPEC_HEADINGS);
    expect(within(section('Font Awesome')).getByText('react-icons/fa6')).toBeInTheDocument();
    expect(document.title).toBe('Icons · Courtside');
  });

  it('loads the first pack at once and the others only when their section nears the viewport', async () => {
    mockElementSize(600, 480);
    const observer = mockIntersectionObserver();
    const packs = fakePacks();
    renderPage(packs);

    expect(loaderOf(packs, 'lu')).toHaveBeenCalledTimes(1);
    expect(await within(section('Lucide')).findByText('3 icons')).toBeInTheDocument();
    for (const pack of packs.slice(1)) expect(pack.load).not.toHaveBeenCalled();
    expect(within(section('Font Awesome')).getByText('Loads when you scroll here.')).toBeVisible();
    expect(observer.rootMargins().every((margin) => margin === '1000px 0px')).toBe(true);

    act(() => observer.intersect(section('Font Awesome')));

    expect(loaderOf(packs, 'fa6')).toHaveBeenCalledTimes(1);
    expect(await within(section('Font Awesome')).findByText('FaClock')).toBeInTheDocument();
    expect(observer.isObserved(section('Font Awesome'))).toBe(false);
    expect(loaderOf(packs, 'ai')).not.toHaveBeenCalled();
  });

  it('shows a spinner while a pack loads', () => {
    mockIntersectionObserver();
    renderPage(packsWithLoaders(ICON_PACKS, () => pendingLoad));
    expect(within(section('Lucide')).getByRole('status')).toHaveTextContent('Loading Lucide icons');
  });

  it('draws each icon at size 30 in blue with its export name under it', async () => {
    mockElementSize(600, 480);
    mockIntersectionObserver();
    renderPage(fakePacks());

    const list = await screen.findByRole('list', { name: 'Lucide icons' });
    const cells = within(list).getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent)).toEqual(LUCIDE_NAMES);
    for (const cell of cells) {
      const icon = cell.querySelector('svg');
      expect(icon).toHaveAttribute('width', '30');
      expect(icon).toHaveAttribute('height', '30');
      expect(icon).toHaveStyle({ color: '#0d6efd' });
    }
  });

  it('filters names across loaded packs and writes the filter to ?q=', async () => {
    mockElementSize(600, 480);
    const observer = mockIntersectionObserver();
    const user = userEvent.setup();
    renderPage(fakePacks());
    act(() => observer.intersect(section('Font Awesome')));
    await screen.findByText('FaClock');

    await user.type(screen.getByRole('searchbox', { name: 'Filter icons by name' }), 'CLOCK');

    expect(screen.getByTestId('current-search')).toHaveTextContent('?q=CLOCK');
    expect(await within(section('Lucide')).findByText('1 of 3 icons')).toBeInTheDocument();
    expect(screen.getByText('LuAlarmClock')).toBeInTheDocument();
    expect(screen.getByText('FaClock')).toBeInTheDocument();
    expect(screen.queryByText('LuActivity')).not.toBeInTheDocument();
    expect(screen.queryByText('FaUser')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Filter icons by name' }));
    expect(screen.getByTestId('current-search')).toBeEmptyDOMElement();
    expect(await screen.findByText('LuActivity')).toBeInTheDocument();
  });

  it('applies a filter from a shared URL and from links to the page', async () => {
    mockElementSize(600, 480);
    mockIntersectionObserver();
    const user = userEvent.setup();
    renderPage(fakePacks(), '/icons?q=zap');

    expect(screen.getByRole('searchbox', { name: 'Filter icons by name' })).toHaveValue('zap');
    expect(await screen.findByText('LuZap')).toBeInTheDocument();
    expect(screen.queryByText('LuActivity')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clock icons' }));
    expect(screen.getByRole('searchbox', { name: 'Filter icons by name' })).toHaveValue('clock');
    expect(await screen.findByText('LuAlarmClock')).toBeInTheDocument();
  });

  it('says so when a loaded pack has no matching names', async () => {
    mockElementSize(600, 480);
    mockIntersectionObserver();
    renderPage(fakePacks(), '/icons?q=basketball');
    expect(
      await screen.findByText('No Lucide icon names contain “basketball”.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when a pack fails to load, and Retry loads it', async () => {
    mockElementSize(600, 480);
    mockIntersectionObserver();
    const user = userEvent.setup();
    const packs = packsWithLoaders(ICON_PACKS, (pack) =>
      pack.id === 'lu'
        ? vi
            .fn<() => Promise<ReturnType<typeof fakePackModule>>>()
            .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
            .mockResolvedValue(fakePackModule(LUCIDE_NAMES))
        : pendingLoad,
    );
    renderPage(packs);

    expect(
      await screen.findByText(/Could not load the Lucide icons \(Failed to fetch/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('LuActivity')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(loaderOf(packs, 'lu')).toHaveBeenCalledTimes(2);
  });

  it('loads every pack on request so a search can cover all of them', async () => {
    mockIntersectionObserver();
    const user = userEvent.setup();
    const packs = packsWithLoaders(ICON_PACKS, () => pendingLoad);
    renderPage(packs);

    await user.click(screen.getByRole('button', { name: 'Load all packs' }));

    for (const pack of packs) expect(pack.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'All packs requested' })).toBeDisabled();
  });

  it('loads every pack where IntersectionObserver is not available', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const packs = packsWithLoaders(ICON_PACKS, () => pendingLoad);
    renderPage(packs);
    for (const pack of packs) expect(pack.load).toHaveBeenCalledTimes(1);
  });
});
