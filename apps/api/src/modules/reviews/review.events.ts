/** A review was approved and now shows on its product's page. */
export interface ReviewApproved {
  reviewId: string;
  productId: string;
  /** The order it was written for (a review needs a delivered order). */
  orderId: string;
  userId: string;
  rating: number;
}

declare module '../../events/events.ts' {
  interface DomainEvents {
    'review.approved': ReviewApproved;
  }
}
