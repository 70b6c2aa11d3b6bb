/** The `uploads` server messages (packages/shared/src/schemas/uploads.ts, issue 36) in Nepali. */
export const uploadsNeServer = {
  unknownKind: 'फाइल केका लागि हो भन्नुहोस्: मास्टर, वैकल्पिक फाइल वा भ्वाइस ट्याग।',
  lengthRequired: 'फाइलको साइज बताएर अपलोड सुरु गर्नुहोस्।',
  notFinished: 'त्यो अपलोड अझै पूरा भएको छैन। पूरा हुन दिनुहोस्, अनि फेरि सेभ गर्नुहोस्।',
  gone: 'त्यो अपलोड अब यहाँ छैन। फाइल फेरि छान्नुहोस्।',
  wrongKind: 'त्यो अपलोड अर्कै किसिमको फाइलका लागि थियो। फाइल फेरि छान्नुहोस्।',
  inUse: 'त्यो अपलोड पहिल्यै अर्को ठाउँमा जोडिसकिएको छ। फाइल फेरि छान्नुहोस्।',
};
