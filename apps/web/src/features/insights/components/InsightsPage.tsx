/**
 * /insights/:view (§2; /insights/home is the navbar's link): data stories from the warehouse
 * for a season and division — the biggest upsets by the winner's pre-game chance, the best
 * comebacks, the most improved teams against the previous season, conference strength and the
 * transfer winners. `home` tells every story in short; each story's own view lists more. Each
 * story is written from the data API's answers (content/ builds it), gated by the tier its data
 * is served to, and links to the game, team, conference and tool pages that show it.
 *
 * The season and division are URL filters (content/insights-route.ts), the season defaulting
 * to the user's. The answers are data queries, so a new data version refreshes them with the
 * rest of the cache (lib/api refresh-data). An unknown view is the not-found page.
 */
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { SimulatedDataBadge } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  insightsPath,
  parseInsightView,
  type InsightView,
  type InsightsScope,
  type StoryView,
} from '../content/insights-route';
import { FULL_STORY_ITEMS, HOME_STORY_ITEMS, STORIES, storyInfo } from '../content/stories';
import { useInsightsScope, type InsightsScopeState } from '../hooks/use-insights-scope';
import { ComebacksStory, UpsetsStory, type StoryProps } from './GameStories';
import { ConferencesStory, ImprovedStory } from './RatingStories';
import { StorySection } from './StorySection';
import { TransfersStory } from './TransfersStory';
import './insights.css';

const STORY_COMPONENTS: Readonly<Record<StoryView, (props: StoryProps) => ReactNode>> = {
  upsets: UpsetsStory,
  comebacks: ComebacksStory,
  improved: ImprovedStory,
  conferences: ConferencesStory,
  transfers: TransfersStory,
};

export function InsightsPage({ notFound }: { notFound: ReactNode }) {
  const view = parseInsightView(useParams().view);
  const state = useInsightsScope();
  if (view === null || state.scope === null) return <>{notFound}</>;
  return <Insights view={view} scope={state.scope} state={state} />;
}

interface InsightsProps {
  view: InsightView;
  scope: InsightsScope;
  state: InsightsScopeState;
}

function Insights({ view, scope, state }: InsightsProps) {
  const title = view === 'home' ? 'Insights' : `Insights: ${storyInfo(view).title}`;
  useDocumentTitle(title);
  const stories = view === 'home' ? STORIES : [storyInfo(view)];
  const limit = view === 'home' ? HOME_STORY_ITEMS : FULL_STORY_ITEMS;
  return (
    <div className="insights container-xl py-3">
      <header className="mb-3">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">
          Stories from the numbers of {scope.division.name}, {scope.competition.label}: the upsets,
          comebacks and risers of the season, its strongest conferences and the teams its transfers
          helped most.
        </p>
      </header>
      <InsightsControls scope={scope} state={state} />
      <InsightsNav state={state} />
      <div className={view === 'home' ? 'insights__stories' : undefined}>
        {stories.map((story) => {
          const Story = STORY_COMPONENTS[story.view];
          return (
            <StorySection
              key={story.view}
              story={story}
              filters={state.filters}
              showsMore={view === 'home'}
            >
              <Story scope={scope} limit={limit} />
            </StorySection>
          );
        })}
      </div>
    </div>
  );
}

function InsightsControls({ scope, state }: { scope: InsightsScope; state: InsightsScopeState }) {
  const isSimulated = useIsSimulated(scope.competition.id);
  return (
    <div className="insights__controls mb-3">
      <div className="insights__control">
        <CompetitionSelect
          id="insights-competition"
          label="Season"
          value={scope.competition.id}
          onChange={(competition) => state.setFilters({ competition })}
          preferredGender={state.preferredGender}
        />
      </div>
      <LabeledSelect
        id="insights-division"
        className="insights__control"
        label="Division"
        value={scope.division.label}
        options={DIVISION_OPTIONS}
        onChange={(division) => state.setFilters({ division })}
      />
      {isSimulated && (
        <div className="insights__badge">
          <SimulatedDataBadge />
        </div>
      )}
    </div>
  );
}

/** The views, the current one marked by NavLink (it compares paths, not the query). */
function InsightsNav({ state }: { state: InsightsScopeState }) {
  const entries = [
    { view: 'home' as const, label: 'All stories' },
    ...STORIES.map((story) => ({ view: story.view, label: story.title })),
  ];
  return (
    <nav aria-label="Insights" className="mb-3">
      <ul className="nav nav-pills flex-wrap small">
        {entries.map((entry) => (
          <li className="nav-item" key={entry.view}>
            <NavLink
              className="nav-link py-1 px-2"
              to={insightsPath(entry.view, state.filters)}
              end
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
