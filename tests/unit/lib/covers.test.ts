import { describe, expect, it } from 'vitest';
import { coverFiles, coverSources } from '@/lib/covers';

describe('coverSources', () => {
  it('lists both widths of a drawn cover, for the width it is shown at', () => {
    expect(coverSources('/api/v1/covers/12.webp', 60)).toEqual({
      src: '/api/v1/covers/12.webp',
      srcSet: '/api/v1/covers/12.webp 160w, /api/v1/covers/12.webp?w=480 480w',
      sizes: '60px',
    });
  });

  it('shows any other address as it is (an SVG cover kept from before)', () => {
    expect(coverSources('/api/v1/covers/12.svg', 60)).toEqual({ src: '/api/v1/covers/12.svg' });
    expect(coverSources('https://images.example/12.jpg', 60)).toEqual({
      src: 'https://images.example/12.jpg',
    });
  });
});

describe('coverFiles', () => {
  it('names every width a page may show', () => {
    expect(coverFiles('/api/v1/covers/12.webp')).toEqual([
      '/api/v1/covers/12.webp',
      '/api/v1/covers/12.webp?w=480',
    ]);
    expect(coverFiles('/api/v1/covers/12.svg')).toEqual(['/api/v1/covers/12.svg']);
  });
});
