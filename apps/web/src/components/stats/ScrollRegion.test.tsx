import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region the keyboard can reach, around its table', () => {
    render(
      <ScrollRegion label="Coefficients" className="fit-table">
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Coefficients, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('table-responsive', 'fit-table');
    expect(region.querySelector('table')).not.toBeNull();
  });
});
