/** English strings of the cart (issue 35): the top bar's count, Add to cart and the cart page; merged into `en` under `cart`. */
export const cartEn = {
  nav: {
    label: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  },
  add: {
    button: 'Add to cart',
    added: '{licence} of {title} is in your cart.',
    savedHere:
      '{licence} of {title} is saved in this browser: log in or sign up as a buyer and it will be in your cart.',
    notSaved: 'This browser could not keep your cart. Log in as a buyer to add it.',
  },
  page: {
    title: 'Your cart',
    intro: 'Each licence is paid to its artist: press Buy Now beside it to pay with your wallet.',
    loading: 'Loading your cart...',
    empty: 'Your cart is empty.',
    browse: 'Find beats',
    fromArtist: 'From {artist}',
    subtotal: 'Subtotal for {artist}: {amount}',
    total: 'Total: {amount}',
    remove: 'Remove',
    removeLabel: 'Remove {licence} of {title}',
    buyNow: 'Buy Now',
    buyLabel: 'Buy {licence} of {title}',
  },
  removed: {
    sold: '{title} was sold and left your cart.',
    unavailable: '{title} ({licence}) is no longer on offer and left your cart.',
  },
} as const;
