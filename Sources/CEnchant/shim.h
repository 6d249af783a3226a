#include <enchant.h>
