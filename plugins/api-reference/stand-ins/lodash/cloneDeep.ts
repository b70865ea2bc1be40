// lodash/cloneDeep, taken from the full lodash that postman-collection already puts in the bundle.
import lodash from 'lodash';

export default lodash.cloneDeep;
