import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EmailAddress, { emailParts } from './EmailAddress';

describe('EmailAddress', () => {
  it('lets an address wrap after its @ and before its dots only', () => {
    expect(emailParts('alice.leung@client.example')).toEqual(['alice', '.leung@', 'client', '.example']);
    expect(emailParts('ops@smoooth.hk')).toEqual(['ops@', 'smoooth', '.hk']);
    expect(emailParts('no-at-sign')).toEqual(['no-at-sign']);
  });

  it('reads as the whole address, with break opportunities between the parts', () => {
    const { container } = render(<EmailAddress email="alice.leung@client.example" />);
    expect(container.textContent).toBe('alice.leung@client.example');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    const span = container.querySelector('span')!;
    expect(span.style.overflowWrap).toBe('break-word');
  });
});
