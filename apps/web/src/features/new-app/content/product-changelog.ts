/**
 * The change log as the page shows it: CHANGELOG.md at the repository root, bundled as text
 * and parsed once when the page's chunk loads.
 */
import changelogText from '../../../../../../CHANGELOG.md?raw';
import { parseChangelog, type ChangeEntry } from './changelog';

export const PRODUCT_CHANGES: readonly ChangeEntry[] = parseChangelog(changelogText);
