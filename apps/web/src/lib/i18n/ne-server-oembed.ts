/** The `oembed` server messages (packages/shared/src/schemas/oembed-api.ts, decision 080) in Nepali. */
export const oembedNeServer = {
  urlRequired: 'url मा Beatpasal को ट्र्याक वा कलाकार पृष्ठको ठेगाना दिनुहोस्।',
  notEmbeddable: 'यो ठेगानाको प्लेयर छैन: Beatpasal को ट्र्याक वा कलाकार पृष्ठको ठेगाना दिनुहोस्।',
  notPublic: 'यो ट्र्याक वा कलाकार यहाँ बजाउन मिल्दैन: यो छैन वा सार्वजनिक छैन।',
  badSize: 'maxwidth र maxheight पिक्सेलको पूर्ण सङ्ख्या, १ वा बढी, हुनुपर्छ।',
  onlyJson: 'format=json मात्र दिइन्छ।',
};
