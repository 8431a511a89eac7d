// styled-components DefaultTheme = the Aarohi theme (declared by the ui-kit).
/// <reference path="../ui-kit/src/theme/styled.d.ts" />
