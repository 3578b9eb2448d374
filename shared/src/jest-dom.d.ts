// The jest-dom matchers (toBeInTheDocument, ...) that shared/build/jest-setup.cjs installs.
import '@testing-library/jest-dom';
