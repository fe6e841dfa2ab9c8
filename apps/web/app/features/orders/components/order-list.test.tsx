import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailFixture } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/router';
import { OrderList } from './order-list';

describe('OrderList', () => {
  it('counts the items of a one-line order by its quantity, not its lines', async () => {
    // One line of two T-shirts.
    const order = orderDetailFixture();
    renderInRouter(<OrderList orders={[order]} hrefOf={() => '/profile/orders/1'} showCustomer />);
    expect(await screen.findByText(/^2 sản phẩm/)).toBeInTheDocument();
  });

  it('names the first item and how many other products follow, in English too', async () => {
    const order = orderDetailFixture({ itemCount: 3, itemQuantity: 5 });
    renderInRouter(<OrderList orders={[order]} hrefOf={() => '/profile/orders/1'} />, {
      lang: 'en',
    });
    expect(await screen.findByText('Áo thun Lotus')).toBeInTheDocument();
    expect(screen.getByText(/^and 2 more items/)).toBeInTheDocument();
  });
});
