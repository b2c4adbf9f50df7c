/**
 * The tools overview's sections: the tools of the navbar table (§6) grouped by the lowest tier
 * that opens them, in table order, each with what the visitor's own tier means for it. The
 * overview itself is left out: it is the page that lists the others.
 */
import { TIER_VALUES, tierLabel, type NavItemKey } from '@courtside/contract';
import { featurePreviews, type FeaturePreview } from '@/lib/navigation/feature-previews';

export type ToolAccess =
  /** The visitor's tier opens it. */
  | { kind: 'open' }
  /** It opens with a free account: sign up, or verify the address of the one they have. */
  | { kind: 'needsAccount'; isSignedIn: boolean }
  /** It opens with a paid tier. */
  | { kind: 'needsUpgrade'; tier: number };

export interface ToolCard extends FeaturePreview {
  access: ToolAccess;
}

export interface ToolSection {
  minTier: number;
  title: string;
  tools: ToolCard[];
}

export function toolAccess(minTier: number, tierValue: number, isSignedIn: boolean): ToolAccess {
  if (tierValue >= minTier) return { kind: 'open' };
  if (minTier <= TIER_VALUES.free) return { kind: 'needsAccount', isSignedIn };
  return { kind: 'needsUpgrade', tier: minTier };
}

export const sectionTitle = (minTier: number): string =>
  minTier === 0 ? 'Open to everyone' : `With ${tierLabel(minTier)} and up`;

export function toolSections(
  existing: ReadonlySet<NavItemKey>,
  tierValue: number,
  isSignedIn: boolean,
  now: Date,
): ToolSection[] {
  const sections = new Map<number, ToolSection>();
  for (const tool of featurePreviews('tools', existing, now)) {
    if (tool.key === 'toolsHome') continue;
    const section = sections.get(tool.minTier) ?? {
      minTier: tool.minTier,
      title: sectionTitle(tool.minTier),
      tools: [],
    };
    section.tools.push({ ...tool, access: toolAccess(tool.minTier, tierValue, isSignedIn) });
    sections.set(tool.minTier, section);
  }
  return [...sections.values()].sort((a, b) => a.minTier - b.minTier);
}
