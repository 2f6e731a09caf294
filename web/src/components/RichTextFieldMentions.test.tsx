import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeMentions, MentionText, mentionsAsText } from './RichTextFieldMentions';

const dana = { emailAddress: 'designer@demo.atelier.local', firstName: 'Dana', lastName: 'Designer' };

describe('mentions in comments', () => {
  it('stores a picked "@Name" as a reference to the person and reads it back as the name', () => {
    const stored = encodeMentions('@Dana Designer please check', [dana]);
    expect(stored).toBe('@[Dana Designer](designer@demo.atelier.local) please check');
    expect(mentionsAsText(stored)).toBe('@Dana Designer please check');
  });

  it('leaves text alone when nobody was picked from the list', () => {
    expect(encodeMentions('@Dana please check', [])).toBe('@Dana please check');
  });

  it('shows a mention as text, never as markup', () => {
    const { container } = render(<MentionText text={'@[<img src=x onerror=alert(1)>](x@y.z) hi <b>there</b>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('@<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.textContent).toBe('@<img src=x onerror=alert(1)> hi <b>there</b>');
  });
});
