import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { SkeletonList } from './skeleton';

describe('SkeletonList', () => {
  it('is one busy status named by what is loading, with its rows hidden from assistive technology', () => {
    const { container } = render(<SkeletonList label="Loading your friends…" rows={4} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading your friends…');
    const rows = container.querySelectorAll('.skeleton-row');
    expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(row.getAttribute('aria-hidden')).toBe('true'));
  });
});

describe('EmptyState', () => {
  it('says why the list is empty and offers the next action', () => {
    render(<EmptyState text="No friends yet." action={<a href="/">Meet someone new</a>} />);
    expect(screen.getByText('No friends yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meet someone new' }).getAttribute('href')).toBe('/');
  });
});
