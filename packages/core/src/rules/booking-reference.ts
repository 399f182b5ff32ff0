/**
 * The characters of a booking reference: digits and capitals without 0, O, 1 and I, which guests mix up when
 * they read a reference out on the phone or type it from a mail. 32 characters, so each one is 5 random bits.
 */
export const BOOKING_REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** 6 characters: 32^6, about a billion references, and still short enough to read out. */
export const BOOKING_REFERENCE_LENGTH = 6;

// Web Crypto's random source, there in browsers and Node alike; core's types leave the DOM and Node out.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

const referencePattern = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

/**
 * The reference the first `BOOKING_REFERENCE_LENGTH` bytes spell: each byte's low 5 bits pick a character
 * (256 is a multiple of 32, so random bytes give every character the same chance).
 */
export function bookingReferenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < BOOKING_REFERENCE_LENGTH) {
    throw new RangeError(
      `booking reference: ${BOOKING_REFERENCE_LENGTH} bytes needed, ${bytes.length} given`,
    );
  }
  let reference = "";
  for (const byte of bytes.subarray(0, BOOKING_REFERENCE_LENGTH)) {
    reference += BOOKING_REFERENCE_ALPHABET[byte & 31];
  }
  return reference;
}

/**
 * A fresh booking reference (`K7M2QX`) from a cryptographically random source, so nobody can guess another
 * guest's reference from their own. Unique only per restaurant and only by the database's unique index: the
 * writer draws again when the restaurant already has the one drawn.
 */
export function newBookingReference(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return bookingReferenceFromBytes(fill(new Uint8Array(BOOKING_REFERENCE_LENGTH)));
}

/** Whether a text is a booking reference as written: 6 characters of the alphabet, capitals. */
export function isBookingReference(value: string): boolean {
  return referencePattern.test(value);
}
