// The matchers the shared jest setup installs (toBeInTheDocument...), for the type checker.
import '@testing-library/jest-dom';
