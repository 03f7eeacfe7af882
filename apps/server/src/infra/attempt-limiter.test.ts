import { contract } from './attempt-limiter.contract';
import { AttemptLimiter } from './attempt-limiter';

contract('memory', () => new AttemptLimiter(undefined));
