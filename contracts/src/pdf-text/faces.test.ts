import { faceOfCodePoint, fontFile, splitRuns } from './faces';

describe('picking a font per script', () => {
  it('keeps a name in one script as one run, spaces and joiners included', () => {
    expect(splitRuns('प्रिया शर्मा')).toEqual([{ face: 'devanagari', text: 'प्रिया शर्मा' }]);
    expect(splitRuns('க்ஷ\u200Cமா')).toEqual([{ face: 'tamil', text: 'க்ஷ\u200Cமா' }]);
  });

  it('splits a name that mixes scripts, and gives Latin accents to the Latin run', () => {
    expect(splitRuns('Zoe\u0308 ज़ोया')).toEqual([
      { face: 'latin', text: 'Zoe\u0308 ' },
      { face: 'devanagari', text: 'ज़ोया' },
    ]);
  });

  it('marks characters no bundled font is meant for (the fallback rule draws them)', () => {
    expect(splitRuns('ᱥᱟ मु')).toEqual([
      { face: null, text: 'ᱥᱟ ' },
      { face: 'devanagari', text: 'मु' },
    ]);
    expect(faceOfCodePoint('س'.codePointAt(0)!)).toBeNull();
  });

  it('covers every Indian script the name rule accepts', () => {
    const samples: Record<string, string> = {
      devanagari: 'क', bengali: 'ক', gurmukhi: 'ਕ', gujarati: 'ક', oriya: 'କ', tamil: 'க', telugu: 'క', kannada: 'ಕ', malayalam: 'ക',
    };
    for (const [face, ch] of Object.entries(samples)) expect(faceOfCodePoint(ch.codePointAt(0)!)).toBe(face);
    expect(fontFile('devanagari', 'bold')).toEqual({
      packageName: '@expo-google-fonts/noto-sans-devanagari',
      path: '700Bold/NotoSansDevanagari_700Bold.ttf',
      fileName: 'NotoSansDevanagari_700Bold.ttf',
    });
  });
});
