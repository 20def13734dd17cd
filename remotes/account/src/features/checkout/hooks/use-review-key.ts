import { useState } from 'react';

/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per review screen (docs/product.md#checkout): made when a cart is shown, kept for
 * every retry and double click of that cart, and replaced when the cart shown changes (another address, a
 * 409's new figures), so a changed cart is a new order attempt.
 */
export function useReviewKey(cartFingerprint: string | undefined): string {
  const [review, setReview] = useState(() => ({ fingerprint: cartFingerprint, key: newIdempotencyKey() }));
  if (review.fingerprint === cartFingerprint) return review.key;
  const next = { fingerprint: cartFingerprint, key: newIdempotencyKey() };
  setReview(next);
  return next.key;
}
