import { useDeferredValue, useState } from 'react';
import { Container } from 'react-bootstrap';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ICON_PACKS, type IconPackDefinition } from '../api/icon-pack-registry';
import { useIconNameFilter } from '../hooks/use-icon-name-filter';
import { IconFilterBox } from './IconFilterBox';
import { IconPackSection } from './IconPackSection';

interface IconsPageProps {
  /** The packs to show; tests pass packs with fake loaders instead of the real ten. */
  packs?: readonly IconPackDefinition[];
}

/**
 * /icons (spec §2): the ten react-icons packs, each under its own heading with every icon at size
 * 30 in blue and its export name. Headings render at once; each pack's code loads only when its
 * section nears the viewport (the first one right away), and its grid renders only visible rows.
 */
export function IconsPage({ packs = ICON_PACKS }: IconsPageProps) {
  useDocumentTitle('Icons');
  const { inputValue, setInputValue, filter } = useIconNameFilter();
  // Filtering ~31,000 names across ten grids must not hold up typing in the box.
  const deferredFilter = useDeferredValue(filter);
  const [allPacksRequested, setAllPacksRequested] = useState(false);

  return (
    <Container className="py-4">
      <h1>Icons</h1>
      <p className="text-body-secondary">
        Every icon of the ten react-icons packs used in Courtside, drawn at size 30 with its export
        name. Import an icon by that name from the module shown beside its pack, for example{' '}
        <code>{"import { LuActivity } from 'react-icons/lu'"}</code>.
      </p>
      <IconFilterBox
        value={inputValue}
        onChange={setInputValue}
        allPacksRequested={allPacksRequested}
        onLoadAllPacks={() => setAllPacksRequested(true)}
      />
      {packs.map((pack, index) => (
        <IconPackSection
          key={pack.id}
          pack={pack}
          filter={deferredFilter}
          loadImmediately={allPacksRequested || index === 0}
        />
      ))}
    </Container>
  );
}
