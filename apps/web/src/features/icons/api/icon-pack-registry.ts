/**
 * The ten react-icons packs of the /icons page (spec §2), in page order. Each pack is behind its
 * own dynamic import so the bundler emits it as a separate lazy chunk: together the packs hold
 * about 31,000 icons and several megabytes of code, none of which may reach the main bundle.
 */

/** A pack's module namespace: export name → icon component (checked at runtime when listed). */
export type IconPackModule = Readonly<Record<string, unknown>>;

export interface IconPackDefinition {
  /** react-icons sub-package, e.g. 'lu'; also used for element ids on the page. */
  readonly id: string;
  /** Heading text on the page. */
  readonly title: string;
  /** Import specifier shown beside the heading so readers know where to import from. */
  readonly moduleName: string;
  readonly load: () => Promise<IconPackModule>;
}

export const ICON_PACKS: readonly IconPackDefinition[] = [
  {
    id: 'lu',
    title: 'Lucide',
    moduleName: 'react-icons/lu',
    load: () => import('react-icons/lu'),
  },
  {
    id: 'fa6',
    title: 'Font Awesome',
    moduleName: 'react-icons/fa6',
    load: () => import('react-icons/fa6'),
  },
  {
    id: 'ai',
    title: 'Ant Design',
    moduleName: 'react-icons/ai',
    load: () => import('react-icons/ai'),
  },
  {
    id: 'vsc',
    title: 'VS Code',
    moduleName: 'react-icons/vsc',
    load: () => import('react-icons/vsc'),
  },
  {
    id: 'go',
    title: 'Github',
    moduleName: 'react-icons/go',
    load: () => import('react-icons/go'),
  },
  {
    id: 'pi',
    title: 'Phosphor',
    moduleName: 'react-icons/pi',
    load: () => import('react-icons/pi'),
  },
  {
    id: 'ri',
    title: 'Remix',
    moduleName: 'react-icons/ri',
    load: () => import('react-icons/ri'),
  },
  {
    id: 'bs',
    title: 'Bootstrap',
    moduleName: 'react-icons/bs',
    load: () => import('react-icons/bs'),
  },
  {
    id: 'tb',
    title: 'Tabler',
    moduleName: 'react-icons/tb',
    load: () => import('react-icons/tb'),
  },
  {
    id: 'md',
    title: 'Material Design Icons',
    moduleName: 'react-icons/md',
    load: () => import('react-icons/md'),
  },
];
