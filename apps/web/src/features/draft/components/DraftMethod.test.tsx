import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInTier } from '@/test/data-api-test-support';
import {
  COMPETITION,
  NO_MODEL_REASON,
  renderDraft,
  serveDraft,
  serveDraftWithoutModel,
} from '../draft.test-utils';

const METHOD = `/stats/${COMPETITION}/draft/method`;

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Draft page: method', () => {
  it('explains the model, lists its weights by size and the backtest with pooled figures', async () => {
    signInTier(1);
    const requests = serveDraft();
    renderDraft(METHOD);
    const weights = await screen.findByRole(
      'table',
      { name: /Weights per standard deviation, largest first/ },
      { timeout: 5000 },
    );
    expect(bodyRows(weights)).toEqual([
      'Age-adjusted BPM+1.42×4.14',
      'Height+0.93×2.53',
      'Estimated age−0.85×0.43',
      'BPM+0.61×1.84',
      'FT%+0.12×1.13',
    ]);
    expect(weights).toHaveAccessibleName(
      /fitted on the drafts after 2022-23, 2023-24, 2024-25 \(9120 player seasons\)$/,
    );

    const backtest = screen.getByRole('table', {
      name: 'Each season projected by a model fitted without its draft',
    });
    expect(bodyRows(backtest)).toEqual([
      '2022-23400052' + '0.912' + '0.041' + '0.010' + '31 of 60',
      '2023-24100055' + '0.887' + '0.053' + '0.015' + '28 of 60',
      // Pooled: the API's AUC and log loss; Brier weighted by players; hits over 2 × 60 places.
      'All 2 seasons5000107' + '0.905' + '0.044' + '0.011' + '59 of 120',
    ]);
    expect(screen.getByText(/Leave one season out\./)).toBeVisible();
    expect(screen.getByText(/Why age-adjusted production\./)).toBeVisible();
    expect(screen.getByText(/Logistic regression\./)).toBeVisible();
    expect(requests).toContain(`/gs/draft-model/competition/${COMPETITION}/`);
    expect(requests.some((path) => path.startsWith('/gs/draft-prospects'))).toBe(false);
  });

  it('says why there is no model and draws no weights or backtest', async () => {
    signInTier(1);
    serveDraftWithoutModel();
    renderDraft(METHOD);
    expect(await screen.findByText(`${NO_MODEL_REASON}.`)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No model for this season' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How the projection works' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows tier 0 what opens it and asks for no model', async () => {
    signInTier(0);
    const requests = serveDraft();
    renderDraft(METHOD);
    expect(
      await screen.findByText('Draft prospects needs a free, verified account.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toBeVisible();
    expect(requests.some((path) => path.startsWith('/gs/draft-'))).toBe(false);
  });
});
