import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countFaqEntries } from '../content/faq-filter';
import { faqSections } from '../content/faq-sections';
import { FaqPage } from './FaqPage';
import {
  HELP_TEST_NOW,
  expectContentsLinksResolve,
  expectOrderedHeadingsAndFinishedText,
  renderHelpPage,
} from './help-page.test-utils';

const SECTIONS = faqSections(HELP_TEST_NOW);
const ENTRIES = SECTIONS.flatMap((section) => section.entries);

const questions = () => document.querySelectorAll('details.help-faq__item');

describe('FaqPage content', () => {
  it('has at least 25 questions with unique, address-safe anchors', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(25);
    const ids = ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const sectionIds = SECTIONS.map((section) => section.id);
    expect(new Set([...ids, ...sectionIds]).size).toBe(ids.length + sectionIds.length);
  });

  it('answers the questions other pages link to', () => {
    for (const id of ['how-is-tempo-computed', 'what-does-each-tier-open', 'is-there-an-api']) {
      expect(ENTRIES.map((entry) => entry.id)).toContain(id);
    }
  });
});

describe('FaqPage', () => {
  it('renders every section and question, each answer with a link to itself', () => {
    renderHelpPage(<FaqPage now={HELP_TEST_NOW} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    for (const section of SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    expect(questions()).toHaveLength(ENTRIES.length);
    for (const entry of ENTRIES) {
      const item = document.getElementById(entry.id);
      expect(item?.tagName).toBe('DETAILS');
      expect(item?.querySelector('summary')).toHaveTextContent(entry.question);
      expect(item?.querySelector(`a[href="#${entry.id}"]`)).not.toBeNull();
    }
    expectOrderedHeadingsAndFinishedText();
    expectContentsLinksResolve();
    expect(screen.getByRole('status')).toHaveTextContent(`${ENTRIES.length} questions.`);
    expect(document.title).toBe('Frequently asked questions · Courtside');
  });

  it('opens the answer the address names', () => {
    renderHelpPage(<FaqPage now={HELP_TEST_NOW} />, '/faq#how-is-tempo-computed');
    expect(document.getElementById('how-is-tempo-computed')).toHaveAttribute('open');
    expect(document.getElementById('how-are-possessions-counted')).not.toHaveAttribute('open');
  });

  it('opens and closes a question from its summary', async () => {
    renderHelpPage(<FaqPage now={HELP_TEST_NOW} />);
    const item = document.getElementById('what-is-the-nil-index') as HTMLDetailsElement;
    const summary = within(item).getByText('What is the NIL index?');
    await userEvent.click(summary);
    expect(item.open).toBe(true);
    await userEvent.click(summary);
    expect(item.open).toBe(false);
  });

  it('narrows the list to matching questions and says how many', async () => {
    renderHelpPage(<FaqPage now={HELP_TEST_NOW} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'tempo');
    const shown = [...questions()].map((item) => item.id);
    expect(shown).toContain('how-is-tempo-computed');
    expect(shown.length).toBeLessThan(ENTRIES.length);
    expect(shown).not.toContain('how-do-i-reset-my-password');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${shown.length} of ${ENTRIES.length} questions.`,
    );
    // A section without a matching question is left out, headings and contents alike.
    expect(screen.queryByRole('heading', { name: 'Accounts and privacy' })).toBeNull();
    expectContentsLinksResolve(1);
  });

  it('says when nothing matches and brings every question back', async () => {
    renderHelpPage(<FaqPage now={HELP_TEST_NOW} />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzqx');
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No questions match "zzqx".');
    await userEvent.click(screen.getByRole('button', { name: 'Show every question' }));
    expect(questions()).toHaveLength(countFaqEntries(SECTIONS));
  });
});
