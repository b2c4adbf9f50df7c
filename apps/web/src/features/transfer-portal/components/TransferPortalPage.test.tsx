import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInTier } from '@/test/data-api-test-support';
import { LINES, MEN, renderPortal, servePortal } from '../transfer-portal.test-utils';

/** Each body row's cells as text: the row header first. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );
}

const portalRequests = (requests: readonly string[]) =>
  requests.filter(
    (path) =>
      path.startsWith('/gs/vc-transfer-portal') ||
      path.startsWith('/gs/wbb-transfer-portal') ||
      path.startsWith('/gs/portal-agg'),
  );

describe('Transfer portal page', () => {
  it('shows tier 2 the upgrade prompt and sends no portal request', async () => {
    signInTier(2);
    const requests = servePortal();
    renderPortal(`/stats/${MEN}/portal/overview`);
    expect(await screen.findByText(/The transfer portal is part of Pro/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer portal' })).toBeVisible();
    expect(portalRequests(requests)).toEqual([]);
  });

  it('shows the not-found page for an unknown view or a season without a portal page', async () => {
    signInTier(3);
    servePortal();
    const unknownView = renderPortal(`/stats/${MEN}/portal/rankings`);
    expect(await screen.findByText('page not found')).toBeVisible();
    unknownView.unmount();
    renderPortal('/stats/41097/portal/overview');
    expect(await screen.findByText('page not found')).toBeVisible();
  });

  it('counts the entries, where they came from, the biggest names and the value moved', async () => {
    signInTier(3);
    const requests = servePortal();
    renderPortal(`/stats/${MEN}/portal/overview`);
    const summary = await screen.findByLabelText('Portal entries by status', {}, { timeout: 5000 });
    // 6 entrants: Alpha, Bravo, Echo, Foxtrot committed; Charlie still in; Delta withdrew.
    expect(within(summary).getByText('Portal entrants').nextSibling).toHaveTextContent('6');
    expect(within(summary).getByText('Committed').nextSibling).toHaveTextContent('4');
    expect(within(summary).getByText('Still in the portal').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Withdrew').nextSibling).toHaveTextContent('1');
    expect(await screen.findByText('Simulated data')).toBeVisible();

    expect(rowsOf(screen.getByRole('table', { name: 'Entrants by division left' }))).toEqual([
      ['Division I', '5', '3', '1', '1'],
      ['Division II', '1', '1', '0', '0'],
    ]);
    // Delta's G-F counts as a guard; Echo has no season line, so no position.
    expect(rowsOf(screen.getByRole('table', { name: 'Entrants by position' }))).toEqual([
      ['Forwards', '2', '2', '0', '0'],
      ['Guards', '2', '1', '0', '1'],
      ['Centers', '1', '0', '1', '0'],
      ['Position unknown', '1', '1', '0', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Entrants by conference left' }))).toEqual([
      ['ACC', '2', '1', '1', '0'],
      ['Big 12', '1', '0', '0', '1'],
      ['GLVC', '1', '1', '0', '0'],
      ['MAAC', '1', '1', '0', '0'],
      ['MVC', '1', '1', '0', '0'],
    ]);

    // Rating value = BPM × minutes share: 6.0 × 0.6, 4.0 × 0.5, 2.0 × 0.4, 1.0 × 0.15 (0.15 in
    // binary is a hair under, so +0.1), −1 × 0.2; Echo has no season line and no value.
    const names = screen.getByRole('table', { name: 'Top 10 entrants by rating value' });
    expect(rowsOf(names)).toEqual([
      ['Alpha Guard', 'Drake', 'Duke', '30:00', '16.7', '+6.0', '+3.6'],
      ['Foxtrot Two', 'Lewis', 'Drake', '26:40', '13.3', '+4.0', '+2.0'],
      ['Bravo Forward', 'Duke', 'Kansas', '20:00', '8.3', '+2.0', '+0.8'],
      ['Delta Wing', 'Kansas', 'Withdrew', '6:40', '2.0', '+1.0', '+0.1'],
      ['Charlie Center', 'Duke', 'In the portal', '10:00', '3.0', '−1.0', '−0.2'],
    ]);
    expect(within(names).getByRole('link', { name: 'Alpha Guard' })).toHaveAttribute(
      'href',
      '/stats/36045/players/4001/overview',
    );

    // Duke: in Alpha (900 MIN, 500 PTS, 3.6); out Bravo and Charlie (900, 340, 0.8 − 0.2 = 0.6).
    // Kansas: in Bravo (600, 250, 0.8); Delta withdrew. Lewis: out Foxtrot (800, 400, 2.0).
    // Drake: in Echo (no line) and Foxtrot (800, 400, 2.0); out Alpha (900, 500, 3.6).
    // Columns: arrived, committed elsewhere, still in portal, net MIN, net PTS, net rating.
    expect(rowsOf(screen.getByRole('table', { name: 'Gaining the most rating value' }))).toEqual([
      ['Duke', '1', '1', '1', '0', '+160', '+3.0'],
      ['Kansas', '1', '0', '0', '+600', '+250', '+0.8'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Losing the most rating value' }))).toEqual([
      ['Lewis', '0', '1', '0', '−800', '−400', '−2.0'],
      ['Drake', '2', '1', '0', '−100', '−100', '−1.6'],
    ]);
    expect(screen.getByRole('link', { name: 'Duke' })).toHaveAttribute(
      'href',
      `/stats/${MEN}/teams/201/overview`,
    );
    expect(portalRequests(requests)).toEqual([
      `/gs/vc-transfer-portal/competition/${MEN}/`,
      expect.stringMatching(/^\/gs\/portal-agg-stats\/competition\/38409\/.*fields/),
    ]);
  });

  it("reads the women's portal from its own endpoint", async () => {
    signInTier(3);
    const requests = servePortal({ 'wbb-transfer-portal': () => [], 'portal-agg-stats': () => [] });
    renderPortal('/stats/38529/portal/overview');
    expect(await screen.findByText('No portal entries for this season')).toBeVisible();
    expect(requests).toContain('/gs/wbb-transfer-portal/competition/38529/');
    expect(requests.some((path) => path.startsWith('/gs/vc-transfer-portal'))).toBe(false);
  });

  it('shows a failed read with a Retry that reads again', async () => {
    signInTier(3);
    let failures = 1;
    servePortal({
      'portal-agg-stats': () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Database busy' }, { status: 500 });
        return LINES;
      },
    });
    renderPortal(`/stats/${MEN}/portal/overview`);
    expect(
      await screen.findByText('The transfer portal could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByLabelText('Portal entries by status')).toBeVisible();
  });
});
