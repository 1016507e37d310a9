/** A request from this machine itself (the developer's browser, the tests): dev helpers answer nobody else. */
export const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./.test(address);
