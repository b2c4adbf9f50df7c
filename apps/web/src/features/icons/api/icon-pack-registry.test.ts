import { describe, expect, it } from 'vitest';
import { toIconEntries } from './icon-entries';
import { ICON_PACKS } from './icon-pack-registry';

describe('ICON_PACKS', () => {
  it('lists the ten packs of the spec in order, each with its react-icons module', () => {
    expect(ICON_PACKS.map((pack) => [pack.title, pack.moduleName])).toEqual([
      ['Lucide', 'react-icons/lu'],
      ['Font Awesome', 'react-icons/fa6'],
      ['Ant Design', 'react-icons/ai'],
      ['VS Code', 'react-icons/vsc'],
      ['Github', 'react-icons/go'],
      ['Phosphor', 'react-icons/pi'],
      ['Remix', 'react-icons/ri'],
      ['Bootstrap', 'react-icons/bs'],
      ['Tabler', 'react-icons/tb'],
      ['Material Design Icons', 'react-icons/md'],
    ]);
    expect(ICON_PACKS.map((pack) => `react-icons/${pack.id}`)).toEqual(
      ICON_PACKS.map((pack) => pack.moduleName),
    );
  });

  it('loads a real pack: its loader imports the module named beside its heading', async () => {
    // Github is the smallest pack (a few hundred icons), so this stays quick.
    const github = ICON_PACKS.find((pack) => pack.id === 'go');
    const entries = toIconEntries((await github?.load()) ?? {});
    expect(entries.length).toBeGreaterThan(200);
    expect(entries.every((entry) => entry.name.startsWith('Go'))).toBe(true);
  });
});
