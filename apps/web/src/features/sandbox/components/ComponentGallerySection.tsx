import { useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { TIER_VALUES } from '@courtside/contract';
import { LiveAlert, type AlertVariant } from '@/components/feedback/LiveAlert';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import {
  ChartSkeleton,
  DataState,
  EmptyState,
  ErrorState,
  SimulatedDataBadge,
  SimulatedDataBanner,
  TableSkeleton,
  UpgradePrompt,
  type DataStateQuery,
} from '@/components/stats/states';
import {
  GALLERY_TABLE_COLUMNS,
  GALLERY_TEAM_ROWS,
  type GalleryTeamRow,
} from '../content/gallery-samples';
import { SandboxSection } from './SandboxSection';

export const COMPONENT_GALLERY_SECTION_ID = 'component-gallery';

const noop = () => undefined;

const DATA_STATE_QUERIES: readonly { title: string; query: DataStateQuery<readonly string[]> }[] = [
  { title: 'Pending', query: { status: 'pending', data: undefined, error: null, refetch: noop } },
  {
    title: 'Error',
    query: {
      status: 'error',
      data: undefined,
      error: { message: 'No response received from server.' },
      refetch: noop,
    },
  },
  { title: 'Empty', query: { status: 'success', data: [], error: null, refetch: noop } },
  {
    title: 'Content',
    query: {
      status: 'success',
      data: ['Sample Harbor', 'Sample Ridge'],
      error: null,
      refetch: noop,
    },
  },
];

const ALERT_SAMPLES: readonly { variant: AlertVariant; message: string }[] = [
  { variant: 'success', message: 'Your settings were saved.' },
  {
    variant: 'info',
    message: 'The demo league is still being built; more seasons will appear shortly.',
  },
  { variant: 'warning', message: 'This team has played too few games to be ranked.' },
  { variant: 'danger', message: 'The request could not be completed. Try again.' },
];

const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'outline-primary',
  'outline-secondary',
  'outline-danger',
  'link',
] as const;

const SIDE_OPTIONS = [
  { value: 'offense', label: 'Offense' },
  { value: 'defense', label: 'Defense' },
] as const;

const TEAM_LABEL = { header: 'Team', text: (row: GalleryTeamRow) => row.teamMarket };

function GalleryItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="sandbox-gallery__item">
      <figcaption className="small fw-semibold text-body-secondary mb-2">{title}</figcaption>
      {children}
    </figure>
  );
}

/** The shared UI pieces in their states, with representative props. */
export function ComponentGallerySection() {
  const [side, setSide] = useState<(typeof SIDE_OPTIONS)[number]['value']>('offense');
  return (
    <SandboxSection
      id={COMPONENT_GALLERY_SECTION_ID}
      title="Component gallery"
      lead="The shared pieces of apps/web/src/components in their states, drawn with sample props. Nothing here calls the API."
    >
      <h3 className="h5">Data states</h3>
      <div className="sandbox-gallery mb-4">
        <GalleryItem title="Table skeleton">
          <TableSkeleton label="Loading sample table" rows={3} columns={4} />
        </GalleryItem>
        <GalleryItem title="Chart skeleton">
          <ChartSkeleton label="Loading sample chart" />
        </GalleryItem>
        <GalleryItem title="Loading spinner">
          <LoadingSpinner label="Loading sample screen" />
        </GalleryItem>
        <GalleryItem title="Empty state">
          <EmptyState message="No games for this team yet." />
        </GalleryItem>
        <GalleryItem title="Error state">
          <ErrorState
            title="The box score could not be loaded."
            error={{ message: 'No response received from server.' }}
            onRetry={noop}
          />
        </GalleryItem>
        {DATA_STATE_QUERIES.map(({ title, query }) => (
          <GalleryItem key={title} title={`DataState: ${title.toLowerCase()}`}>
            <DataState
              query={query}
              skeleton={<TableSkeleton label={`Loading ${title.toLowerCase()} sample`} rows={2} />}
              emptyMessage="No sample rows"
              errorTitle="The sample list could not be loaded."
            >
              {(names) => (
                <ul className="mb-0">
                  {names.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              )}
            </DataState>
          </GalleryItem>
        ))}
      </div>

      <h3 className="h5">Tier gate</h3>
      <div className="sandbox-gallery mb-4">
        <GalleryItem title="Visitor, free feature">
          <UpgradePrompt
            feature="Player stats"
            requiredTier={TIER_VALUES.free}
            currentTier={TIER_VALUES.noAccess}
            isSignedIn={false}
          />
        </GalleryItem>
        <GalleryItem title="Signed in, email not verified">
          <UpgradePrompt
            feature="Player stats"
            requiredTier={TIER_VALUES.free}
            currentTier={TIER_VALUES.noAccess}
            isSignedIn
          />
        </GalleryItem>
        <GalleryItem title="Free account, paid feature">
          <UpgradePrompt
            feature="Transfer portal"
            requiredTier={TIER_VALUES.pro}
            currentTier={TIER_VALUES.free}
            isSignedIn
          />
        </GalleryItem>
      </div>

      <h3 className="h5">Simulated data</h3>
      <div className="mb-4">
        <p>
          Badge next to a title: <SimulatedDataBadge />
        </p>
        <SimulatedDataBanner />
      </div>

      <h3 className="h5">Buttons</h3>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size="sm">
            {variant}
          </Button>
        ))}
        <Button size="sm" disabled>
          disabled
        </Button>
      </div>
      <div className="mb-4">
        <ToggleGroup
          label="Side of the ball"
          options={SIDE_OPTIONS}
          value={side}
          onChange={setSide}
        />
      </div>

      <h3 className="h5">Alerts</h3>
      <div className="mb-4">
        {ALERT_SAMPLES.map((sample) => (
          <LiveAlert key={sample.variant} variant={sample.variant} message={sample.message} />
        ))}
      </div>

      <h3 className="h5">Tables</h3>
      <p className="small text-body-secondary">
        The stats table with three sample teams: sortable headers, a name filter, the per-game
        switch, percentile colors and the CSV download.
      </p>
      <StatTable
        caption="Sample teams"
        rows={GALLERY_TEAM_ROWS}
        rowId={(row) => String(row.teamId)}
        label={TEAM_LABEL}
        columns={GALLERY_TABLE_COLUMNS}
        initialSort={{ key: 'netRtgAdj' }}
        maxHeightPx={320}
      />
    </SandboxSection>
  );
}
