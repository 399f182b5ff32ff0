import type { PostalAddress } from "../site-config.ts";

/** An address as lines: street, postcode and city, country. */
export function PostalAddressLines({ address }: { address: PostalAddress }) {
  return (
    <>
      {address.street}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
    </>
  );
}
