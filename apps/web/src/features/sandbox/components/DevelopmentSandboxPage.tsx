import { Container } from 'react-bootstrap';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SendEndpointRequestOptions } from '../api/send-endpoint-request';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { COMPONENT_GALLERY_SECTION_ID, ComponentGallerySection } from './ComponentGallerySection';
import { REQUEST_BUILDER_SECTION_ID, RequestBuilderSection } from './RequestBuilderSection';
import { STAT_REGISTRY_SECTION_ID, StatRegistrySection } from './StatRegistrySection';
import './sandbox.css';

const CONTENTS = [
  { id: STAT_REGISTRY_SECTION_ID, title: 'Stat registry' },
  { id: REQUEST_BUILDER_SECTION_ID, title: 'Endpoint catalog and request builder' },
  { id: COMPONENT_GALLERY_SECTION_ID, title: 'Component gallery' },
] as const;

export interface DevelopmentSandboxPageProps {
  /** How the request builder sends; the app's data client by default. */
  requestOptions?: SendEndpointRequestOptions;
}

/**
 * /development-sandbox: a developer's reference reached by its address only (no navbar link).
 * The stat dictionary, the endpoint catalog with a request builder, and the shared components.
 * Open to everyone; the API still checks each request the builder sends.
 */
export function DevelopmentSandboxPage({ requestOptions = {} }: DevelopmentSandboxPageProps) {
  useDocumentTitle('Developer sandbox');
  useScrollToHash();
  return (
    <Container as="article" className="sandbox-page py-4">
      <h1 className="mb-3">Developer sandbox</h1>
      <p className="lead">
        The building blocks of Courtside in one place: the stats every table reads, the data
        endpoints with a way to call them, and the shared components in their states.
      </p>
      <p>
        This page has no link in the navigation. Anyone with the address can open it; the API
        answers the request builder&apos;s calls with the same tier checks as every other page.
      </p>
      <nav aria-label="On this page" className="mb-5">
        <p className="fw-semibold mb-2">On this page</p>
        <ul className="mb-0">
          {CONTENTS.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <StatRegistrySection />
      <RequestBuilderSection {...requestOptions} />
      <ComponentGallerySection />
    </Container>
  );
}
