import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TUserType } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import HelpPage from './HelpPage';

function renderHelp(userType: TUserType) {
  return renderWithProviders(<HelpPage />, {
    route: '/help',
    auth: testAuth(testUser({ userType: { typeCode: userType } })),
  });
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/help', () => {
  it('names itself in one level-one heading and lists its sections at the top', () => {
    renderHelp('COM_SEC');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Help']);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(contents)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(sectionTitles());
    expect(within(contents).getByRole('link', { name: 'Deadlines' }).getAttribute('href')).toBe(
      '#help-deadlines',
    );
  });

  it('gives a company secretary the case flow, what each task needs, the deadlines and the field formats', () => {
    renderHelp('COM_SEC');
    expect(sectionTitles()).toEqual([
      'Your working day',
      'How a case moves',
      'Deadlines',
      'Due diligence and risk',
      'Where to find things',
      'Formats the Registry expects',
    ]);
    // The workflow tables: each case type, its steps and what a task needs before it completes.
    for (const caseType of ['Incorporation', 'Annual renewal', 'Entity migration', 'Amendment'])
      expect(screen.getByRole('button', { name: caseType })).toBeTruthy();
    expect(screen.getByText('Conduct due diligence')).toBeTruthy();
    expect(screen.getAllByText(/Needs: a due-diligence record for every stakeholder/).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/Annual return \(NAR1\): within 42 days/)).toBeTruthy();
    // Staff-only field formats.
    expect(screen.getByText('Business registration number')).toBeTruthy();
    expect(screen.getByText('FPS identifier')).toBeTruthy();
  });

  it('adds running the firm for a system administrator only', () => {
    renderHelp('SYSTEM_ADMIN');
    expect(sectionTitles()).toContain('Running the firm');
  });

  it('gives a client their own steps and none of the staff-only help', () => {
    renderHelp('GU');
    expect(sectionTitles()).toEqual([
      'Link your case',
      'Fill in the company information',
      'Confirm your identity',
      'Pay and sign',
      'Annual renewal',
      'Messages and your records',
      'Formats the Registry expects',
    ]);
    expect(screen.getByText('Enter the 8-character invitation code from the e-mail.')).toBeTruthy();
    expect(screen.getByText('Identity document number')).toBeTruthy();
    for (const staffOnly of [
      'How a case moves',
      'Due diligence and risk',
      'Running the firm',
      'Business registration number',
      'Company number',
      'FPS identifier',
      'Name screening',
    ])
      expect(screen.queryByText(staffOnly)).toBeNull();
    expect(screen.getByRole('link', { name: 'My tasks' }).getAttribute('href')).toBe('/my-tasks');
  });

  it('gives SMOOOTH the platform guide, without a firm’s case work', () => {
    renderHelp('SMOOOTH');
    expect(sectionTitles()).toEqual([
      'Platform support',
      'Firms and plans',
      'Keeping the platform healthy',
      "Reading the firms' work",
    ]);
    expect(screen.queryByText('How a case moves')).toBeNull();
    expect(screen.queryByText('Link your case')).toBeNull();
  });
});
