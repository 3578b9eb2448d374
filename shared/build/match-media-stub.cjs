// A window.matchMedia stand-in for jsdom: every query answers `matches`.
function matchMediaStub(matches) {
  return (query) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

module.exports = { matchMediaStub };
