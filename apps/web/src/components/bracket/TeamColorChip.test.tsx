import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamColorChip, teamColorFill, teamColorMap } from './TeamColorChip';

describe('team colour swatch', () => {
  it('splits the primary colour over the secondary, as stored', () => {
    expect(teamColorFill({ colorPrimary: '#003087', colorSecondary: '#FFF' })).toBe(
      'linear-gradient(135deg, #003087 50%, #ffffff 50%)',
    );
  });

  it('fills with the primary alone when the secondary is missing or not a colour', () => {
    const alone = 'linear-gradient(135deg, #c8102e 50%, #c8102e 50%)';
    expect(teamColorFill({ colorPrimary: '#c8102e', colorSecondary: null })).toBe(alone);
    expect(teamColorFill({ colorPrimary: '#c8102e', colorSecondary: 'red;x' })).toBe(alone);
  });

  it('draws nothing without a primary colour, or with text that is not a colour', () => {
    expect(teamColorFill(undefined)).toBeNull();
    expect(teamColorFill({ colorPrimary: null, colorSecondary: '#ffffff' })).toBeNull();
    expect(teamColorFill({ colorPrimary: 'url(x)', colorSecondary: null })).toBeNull();
    const { container } = render(
      <TeamColorChip colors={{ colorPrimary: null, colorSecondary: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden from screen readers: the name beside it says which team it is', () => {
    const { container } = render(
      <TeamColorChip colors={{ colorPrimary: '#003087', colorSecondary: '#ffffff' }} />,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('maps rows by team id', () => {
    const map = teamColorMap([{ teamId: 7, colorPrimary: '#000000', colorSecondary: null }]);
    expect(map.get(7)?.colorPrimary).toBe('#000000');
    expect(teamColorMap(undefined).size).toBe(0);
  });
});
