// The Permissions-Policy of the site's pages and of the API, one list for both servers (the static
// frontend servers in scripts/ and the API). Nothing on the site records, locates or senses her: the
// powerful features are off for every document and every frame. The payment request API stays
// with the page itself (the checkout), and with the provider's checkout frame when one is named.

const OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The header's value. `payment`: the origins besides the page's own that may ask for a payment
 * (Razorpay's checkout frame); `false` for documents that take no payment (the API's).
 * @param {{ payment?: string[] | false }} [options]
 */
export function permissionsPolicy({ payment = [] } = {}) {
  const paying = payment === false ? '()' : `(${['self', ...payment.map((o) => `"${o}"`)].join(' ')})`;
  return [...OFF.map((feature) => `${feature}=()`), `payment=${paying}`].join(', ');
}
