// Read by Tailwind 4 through `@config` in src/styles.css. Brand colours live here so that a
// re-skin for another operator touches one file.
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          600: '#0b5cad',
          700: '#084a8c',
          800: '#063a6e',
        },
      },
      screens: { wide: '768px' },
    },
  },
};
