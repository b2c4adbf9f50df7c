/**
 * Builds a message's plain-text and HTML bodies from the same parts, so both always say the same
 * thing: paragraphs, an optional button link, further links, and the support footer.
 */
import type { MailKind, MailMessage } from './message';

export interface MailContext {
  readonly publicUrl: string;
  readonly supportEmail: string;
}

export interface MailLink {
  readonly label: string;
  readonly url: string;
}

export interface MailParts {
  readonly kind: MailKind;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly paragraphs: readonly string[];
  /** The main link, shown as a button. */
  readonly action?: MailLink;
  readonly moreLinks?: readonly MailLink[];
  readonly unsubscribeUrl?: string;
  /** Contact messages go to staff: no product footer. */
  readonly footer?: boolean;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function footerLines(context: MailContext, unsubscribeUrl: string | undefined): string[] {
  const lines = [
    `Questions? Write to ${context.supportEmail}.`,
    `Courtside — ${context.publicUrl}`,
  ];
  if (unsubscribeUrl !== undefined) {
    lines.push(`Stop these onboarding emails: ${unsubscribeUrl}`);
  }
  return lines;
}

function textBody(parts: MailParts, context: MailContext): string {
  const blocks: string[] = [...parts.paragraphs];
  if (parts.action) blocks.push(`${parts.action.label}: ${parts.action.url}`);
  for (const link of parts.moreLinks ?? []) blocks.push(`${link.label}: ${link.url}`);
  if (parts.footer !== false) {
    blocks.push(['--', ...footerLines(context, parts.unsubscribeUrl)].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

function htmlLink(link: MailLink): string {
  return `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`;
}

function htmlBody(parts: MailParts, context: MailContext): string {
  const body: string[] = parts.paragraphs.map(
    (paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
  );
  if (parts.action) {
    const { url, label } = parts.action;
    body.push(
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;` +
        `background:#0d6efd;color:#fff;border-radius:6px;text-decoration:none">` +
        `${escapeHtml(label)}</a></p>`,
      `<p style="font-size:13px;color:#555">Or paste this address into your browser:<br>` +
        `${escapeHtml(url)}</p>`,
    );
  }
  for (const link of parts.moreLinks ?? []) body.push(`<p>${htmlLink(link)}</p>`);
  if (parts.footer !== false) {
    const footer = [
      `Questions? Write to <a href="mailto:${escapeHtml(context.supportEmail)}">` +
        `${escapeHtml(context.supportEmail)}</a>.`,
      `Courtside — <a href="${escapeHtml(context.publicUrl)}">${escapeHtml(context.publicUrl)}</a>`,
    ];
    if (parts.unsubscribeUrl !== undefined) {
      footer.push(htmlLink({ label: 'Stop these onboarding emails', url: parts.unsubscribeUrl }));
    }
    body.push(`<hr><p style="font-size:12px;color:#666">${footer.join('<br>')}</p>`);
  }
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">',
    ...body,
    '</body></html>',
  ].join('\n');
}

export function composeMail(parts: MailParts, context: MailContext): MailMessage {
  const links = [
    ...(parts.action ? [parts.action.url] : []),
    ...(parts.moreLinks ?? []).map((link) => link.url),
    ...(parts.unsubscribeUrl === undefined ? [] : [parts.unsubscribeUrl]),
  ];
  return {
    kind: parts.kind,
    to: parts.to,
    ...(parts.replyTo === undefined ? {} : { replyTo: parts.replyTo }),
    subject: parts.subject,
    text: textBody(parts, context),
    html: htmlBody(parts, context),
    links,
    ...(parts.unsubscribeUrl === undefined ? {} : { unsubscribeUrl: parts.unsubscribeUrl }),
  };
}
