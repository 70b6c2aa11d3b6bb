/** English strings of the pages area (static and support pages, contact form): the `pages` chunk (language-store.ts), loaded with those routes. */
export const pagesEn = {
  about: {
    title: 'About Beatpasal',
    eyebrow: 'About',
    lede: 'Beatpasal is a marketplace for buying and selling beats, made for beat makers, rappers and singers in Nepal.',
    whatTitle: 'What Beatpasal is',
    whatBody:
      'Producers upload their beats with a preview, their licence options and prices in NPR. Rappers, singers and creators play the previews, message the producer and buy the licence that fits their song.',
    paymentBody:
      "Buyers pay the artist directly by scanning the artist's eSewa, Khalti or bank QR code, then upload a screenshot of the payment. Once the artist confirms it, the track is ready to download.",
    artistsTitle: 'For beat makers',
    artistsBody:
      'Put your catalogue in front of artists across Nepal, decide your own licences and prices, and receive payments straight into your own wallet.',
    buyersTitle: 'For rappers and singers',
    buyersBody:
      'Find beats by genre or by producer, listen before you pay, and pick a lease for a demo or exclusive rights for your next release.',
    marketplaceTitle: 'Only a marketplace',
    marketplaceBody:
      'Beatpasal is only a marketplace. We bring artists and buyers together; we do not make, own or license the beats ourselves.',
    responsibilityBody:
      'Artists are responsible for the originality and legality of their tracks: every sample, loop and sound in a beat must be theirs to sell. Violations may lead to warnings or permanent removal from Beatpasal.',
    copyrightBody: 'Think a beat uses your work without permission? Tell us and choose the category Copyright.',
    copyrightLink: 'Report a copyright problem',
    earlyTitle: 'Still early days',
    earlyBody:
      'Beatpasal is at an early stage and may still be buggy. If something breaks or looks wrong, write to us and say what you were doing when it happened: it helps us fix it faster.',
    bugSubject: 'Bug report',
  },
  privacy: {
    title: 'Privacy Policy',
    eyebrow: 'Legal',
    lede: 'What Beatpasal keeps about you, why we keep it, and how to ask us to delete it, in plain words.',
    collectTitle: 'What we collect',
    collectAccount:
      'Your e-mail address and account information: your username, your role (artist or buyer) and your password, which we store only in scrambled (hashed) form.',
    collectProfile:
      'The tracks and profile data you upload: beats, cover images, bio, public links and wallet QR codes for artists; full name, address and phone number for buyers.',
    collectPurchases:
      'Your purchase history: which tracks and licences were bought or sold, the price, the dates and the payment screenshots you upload.',
    collectNoCredentials:
      'We never receive or store your payment credentials. Your wallet PIN, passwords and bank or card details stay in your wallet app.',
    collectAnalytics:
      "Basic analytics, such as page visits and how often a track is played, so we can see what works and fix what doesn't.",
    collectMessages:
      'Messages you send through Beatpasal: chats with artists or buyers, and contact form messages with any screenshot you attach.',
    useTitle: 'How we use it',
    useBody:
      'To run your account, show your tracks and profile, let artists and buyers complete a sale, send you e-mails about your purchases and sales, answer support requests and protect the site from abuse.',
    shareTitle: 'Who can see what',
    sharePublic: "Anyone can see an artist's public profile, their tracks and the contact links they choose to show.",
    shareBuyer:
      'When you buy a track, its artist sees your name, username, e-mail, phone number and address, so they can confirm your payment and reach you.',
    shareQr: "Buyers see the artist's wallet QR code at checkout, because that is how they pay.",
    sellTitle: 'We do not sell your data',
    sellBody: 'We do not sell, rent or trade your personal data to anyone.',
    storageTitle: 'Cookies and browser storage',
    storageBody:
      "A cookie keeps you signed in. Your browser's storage remembers choices such as your language and the notices you have closed.",
    deleteTitle: 'Deleting your data',
    deleteBody:
      'You can ask us to delete your account and the data that belongs to it. Contact support with the category Account, or e-mail us from the address you registered with, and include your username. We reply by e-mail once it is done.',
    deleteLink: 'Ask through the contact form',
  },
  faq: {
    title: 'Frequently Asked Questions',
    eyebrow: 'FAQ',
    lede: 'Quick answers about buying, selling and getting paid on Beatpasal.',
    moreTitle: 'Still have a question?',
    moreBody: 'Send us a message and we will get back to you within {hours} hours.',
    moreLink: 'Contact us',
    buying: {
      question: 'How do I buy a beat?',
      answer:
        "Sign up as a buyer and complete your profile. Open a track, choose a licence and click Buy Now. At checkout, scan the artist's QR code with your wallet app, send the exact amount and upload a screenshot of the payment. When the artist confirms it, download the track from your Buyer Dashboard.",
    },
    resale: {
      question: 'Can I resell a beat I bought?',
      answer:
        'No. A Lease or Exclusive licence lets you use the beat in your own music; it does not let you resell, share or upload the beat itself for others to use. Only a Full Rights purchase transfers ownership and copyright, so read the terms on the track page before you do anything beyond releasing your song.',
    },
    contactSeller: {
      question: 'How do I contact a seller?',
      answer:
        "Sign in as a buyer, open the artist's page and press Message. Your conversations stay in your Inbox. Many artists also show a public e-mail or social links under the Contact tab of their page.",
    },
    uploading: {
      question: 'How do I upload my beats?',
      answer:
        'Sign up and choose the Artist role, then complete your profile, including your wallet QR code. Go to Upload and add a title, genre, BPM, the audio file, an optional cover image and at least one licence with a price.',
    },
    limits: {
      question: 'Are there upload limits?',
      answer:
        'Audio files can be up to {audio} each, and cover, profile and QR images up to {image}. Payment and contact screenshots can be up to {screenshot}. There is no limit on how many beats you upload, but the home page shows the {count} latest tracks of each artist; the rest are on your artist profile.',
    },
    paymentSecurity: {
      question: 'Is my payment secure?',
      answer:
        "You pay the artist directly from your own wallet or bank app, so Beatpasal never sees your PIN, password or card details. Pay only by scanning the QR code shown at checkout, check the receiver's name before you confirm, and keep the screenshot of your payment.",
    },
    refunds: {
      question: 'Can I get a refund?',
      answer:
        'Refunds happen only for technical issues or disputes approved by the artist. Because your money goes straight to the artist, the artist sends any refund; if they reject a payment, they tell you why and how much will be returned.',
      link: 'Report a dispute',
    },
  },
  licensing: {
    title: 'Licensing',
    eyebrow: 'Legal',
    lede: 'Every beat on Beatpasal is sold as a licence. The licence decides what you may do with the beat and whether anyone else can buy it too.',
    cardsTitle: 'The three licence types',
    lease: {
      name: 'Lease',
      summary: 'Limited usage',
      usage: 'Limited usage, for example 5,000 streams or 1 music video.',
      shared: 'Non-exclusive: the artist can keep selling the same beat to other buyers.',
      fit: 'Made for demos and small releases.',
      credit: 'May require credit, such as "prod. by" the artist in your song title.',
    },
    exclusive: {
      name: 'Exclusive',
      summary: 'Full commercial rights',
      usage: 'Full commercial rights to release, stream, perform and earn from your song.',
      shared: 'No other buyer: once sold, the beat is marked SOLD.',
      copyright: 'The artist may keep the copyright of the beat itself.',
    },
    fullRights: {
      name: 'Full Rights',
      summary: 'Full ownership',
      ownership: 'You get full ownership and the copyright of the beat.',
      artist: 'The artist gives up all rights to it.',
      shared: 'Only one buyer, ever.',
    },
    termsTitle: 'Terms vary by artist',
    termsBody:
      'Each artist sets their own terms and prices. Read the licence details on the track page before you buy: they say what is included and, for a lease, how long it lasts and how far you can use it.',
    artistsTitle: 'A tip for artists',
    artistsBody:
      'Tag each beat as Lease, Exclusive or Full Rights, and write down exactly what the buyer gets. Clear terms mean fewer disputes.',
  },
  dispute: {
    title: 'Report a Dispute',
    eyebrow: 'Support',
    lede: 'Paid for a beat and something went wrong? Tell us, and we will look into it with you and the artist.',
    whenTitle: 'When to report',
    whenNoReply: 'You paid, but the artist has not confirmed your payment or replied.',
    whenRejected: 'The artist rejected your payment and you disagree.',
    whenWrongFile: 'The file you received is not what the licence promised.',
    howTitle: 'How to report',
    howBody: 'Send an e-mail to {email} with:',
    includeAccount: 'your username and the e-mail you registered with,',
    includeTrack: 'the track title and the purchase date,',
    includeDescription: 'a brief description of what went wrong.',
    includeScreenshot: 'Attach the screenshot of your payment if you have it.',
    mailSubject: 'Dispute report',
    mailButton: 'E-mail a dispute report',
    nextTitle: 'What happens next',
    nextBody: 'We aim to respond within {hours} hours.',
    refundBody:
      "Refunds happen only for technical issues or disputes approved by the artist, because the payment went straight to the artist's wallet.",
  },
  howToStart: {
    title: 'How to Start',
    eyebrow: 'Getting started',
    lede: 'Whether you make beats or write over them, you can be set up on Beatpasal in a few minutes.',
    artist: {
      title: 'For artists',
      signupTitle: 'Sign up',
      signupBody: 'Create an account with your e-mail and a password, then open the verification link we e-mail you.',
      roleTitle: 'Choose the Artist role',
      roleBody:
        'When you set your username, choose Artist. Your username becomes your profile link and cannot be changed later, and one e-mail has one role.',
      profileTitle: 'Complete your artist profile',
      profileBody:
        'Add your display name, a bio, optional public contact links and your wallet QR code (eSewa, Khalti or bank). The QR code is required: it is how buyers pay you.',
      uploadTitle: 'Upload your beats',
      uploadBody: 'Add a title, genre, BPM, the audio file and at least one licence with a price.',
      note: 'Your profile must be complete before you can upload, and without a valid QR code there are no sales.',
      cta: 'Sign up as an artist',
    },
    buyer: {
      title: 'For buyers',
      roleTitle: 'Sign up as a buyer',
      roleBody: 'Create an account, verify your e-mail and choose the Buyer role when you set your username.',
      profileTitle: 'Complete your profile',
      profileBody:
        'Add your full name, phone number and address, so the artist can confirm your payment and reach you.',
      browseTitle: 'Find your beat',
      browseBody:
        'Browse tracks, genres and artists and play the previews. Open a track, pick a licence and click Buy Now.',
      payTitle: 'Pay and upload the proof',
      payBody:
        "At checkout, scan the artist's QR code, send the exact amount with your name and e-mail in the payment comment, then take a screenshot of the transaction and upload it.",
      downloadTitle: 'Download',
      downloadBody: 'When the artist confirms your payment, download the track from your Buyer Dashboard.',
      cta: 'Sign up as a buyer',
    },
  },
  contact: {
    title: 'Contact Us',
    eyebrow: 'Support',
    lede: 'Questions about your account, a purchase or a copyright problem? Send us a message and we will get back to you within {hours} hours.',
    formTitle: 'Send us a message',
    requiredNote: 'Fields marked * are required.',
    name: 'Name',
    username: 'Username',
    usernameHint: 'Your Beatpasal username, so we can find your account.',
    phone: 'Phone Number',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    categories: {
      account: 'Account',
      purchase: 'Purchase',
      copyright: 'Copyright',
      others: 'Others',
    },
    message: 'Message',
    screenshot: 'Screenshot (optional)',
    screenshotHint: 'An image up to {size}, for example a screenshot of the problem.',
    removeScreenshot: 'Remove screenshot',
    submit: 'Send Message',
    sending: 'Sending...',
    progress: 'Uploading screenshot: {percent}%',
    sent: 'Message sent successfully!',
    emailTitle: 'Prefer e-mail?',
    emailBody: 'Write to us at any time:',
    emailSubject: 'Support request',
    helpTitle: 'Before you write',
    faqLink: 'Read the FAQ',
    disputeLink: 'Report a payment dispute',
    errors: {
      required: 'Please fill in all required fields.',
      fieldRequired: 'This field is required.',
      phoneInvalid: 'Enter a valid phone number.',
      tooLong: 'This field is too long.',
      messageTooLong: 'Message can be at most {max} characters.',
      screenshotTooLarge: 'Screenshots can be at most {size}.',
      screenshotNotImage: 'Choose an image file, such as a JPEG or PNG screenshot.',
    },
  },
} as const;
