import { SUPPORT_EMAIL } from '@/lib/config';

/** The configured support address as a mailto link, so every legal page names the same inbox. */
export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
